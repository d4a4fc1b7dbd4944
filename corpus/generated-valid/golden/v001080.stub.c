#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001080.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13blend6_kernelPKjPKi(const unsigned *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13blend6_kernelPKjPKi(const unsigned *__par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const int *))blend6_kernel)), 0U);}
# 13 "v001080.cu"
void blend6_kernel( const unsigned *__cuda_0,const int *__cuda_1)
# 14 "v001080.cu"
{__device_stub__Z13blend6_kernelPKjPKi( __cuda_0,__cuda_1);
# 20 "v001080.cu"
}
# 1 "v001080.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, const int *))blend6_kernel), _Z13blend6_kernelPKjPKi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_smooth5,::d_smooth5), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
