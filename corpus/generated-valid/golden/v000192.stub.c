#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000192.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade24_kernelPKiPx6Stats6f(const int *, long long *, const struct Stats6&, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade24_kernelPKiPx6Stats6f(const int *__par0, long long *__par1, const struct Stats6&__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaSetupArgSimple(__par3, 32UL);__cudaLaunch(((char *)((void ( *)(const int *, long long *, const struct Stats6, float))shade24_kernel)), 0U);}
# 61 "v000192.cu"
void shade24_kernel( const int *__cuda_0,long long *__cuda_1,const struct ::Stats6 __cuda_2,float __cuda_3)
# 61 "v000192.cu"
{__device_stub__Z14shade24_kernelPKiPx6Stats6f( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 71 "v000192.cu"
}
# 1 "v000192.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T17) {  __nv_dummy_param_ref(__T17); __nv_save_fatbinhandle_for_managed_rt(__T17); __cudaRegisterEntry(__T17, ((void ( *)(const int *, long long *, const struct Stats6, float))shade24_kernel), _Z14shade24_kernelPKiPx6Stats6f, 128); __cudaRegisterVariable(__T17, __shadow_var(c_blend11,::c_blend11), 0, 2UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
