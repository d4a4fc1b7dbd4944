#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000480.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13blend9_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend266Pixel3(struct Pixel3&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13blend9_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))blend9_kernel)), 0U);}
# 16 "v000480.cu"
void blend9_kernel( int *__cuda_0)
# 16 "v000480.cu"
{__device_stub__Z13blend9_kernelPi( __cuda_0);
# 27 "v000480.cu"
}
# 1 "v000480.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend266Pixel3( struct Pixel3&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(struct Pixel3))blend26)), 0U); }
# 51 "v000480.cu"
void blend26( struct ::Pixel3 __cuda_0)
# 51 "v000480.cu"
{__device_stub__Z7blend266Pixel3( __cuda_0);
# 58 "v000480.cu"
}
# 1 "v000480.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(struct Pixel3))blend26), _Z7blend266Pixel3, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))blend9_kernel), _Z13blend9_kernelPi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_fold7,::d_fold7), 0, 8UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_mix22,::d_mix22), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
