#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001319.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally28_kernelPKj(const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally28_kernelPKj(const unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const unsigned *))tally28_kernel)), 0U);}
# 51 "v001319.cu"
void tally28_kernel( const unsigned *__cuda_0)
# 51 "v001319.cu"
{__device_stub__Z14tally28_kernelPKj( __cuda_0);
# 58 "v001319.cu"
}
# 1 "v001319.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *))tally28_kernel), _Z14tally28_kernelPKj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_reduce9,::d_reduce9), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_trace20,::c_trace20), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
