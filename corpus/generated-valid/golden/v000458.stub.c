#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000458.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade14_kerneliPKfPs6Stats6(int, const float *__restrict__, short *, struct Stats6&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade14_kerneliPKfPs6Stats6(int __par0, const float *__restrict__ __par1, short *__par2, struct Stats6&__par3){ const float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const float *__restrict__, short *, struct Stats6))shade14_kernel)), 0U);}
# 38 "v000458.cu"
void shade14_kernel( int __cuda_0,const float *__restrict__ __cuda_1,short *__cuda_2,struct ::Stats6 __cuda_3)
# 39 "v000458.cu"
{__device_stub__Z14shade14_kerneliPKfPs6Stats6( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v000458.cu"
}
# 1 "v000458.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(int, const float *__restrict__, short *, struct Stats6))shade14_kernel), _Z14shade14_kerneliPKfPs6Stats6, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
