#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001050.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13pack19_kernelPKiPKcfi(const int *, const char *__restrict__, float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13pack19_kernelPKiPKcfi(const int *__par0, const char *__restrict__ __par1, float __par2, int __par3){ const char *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const int *, const char *__restrict__, float, int))pack19_kernel)), 0U);}
# 52 "v001050.cu"
void pack19_kernel( const int *__cuda_0,const char *__restrict__ __cuda_1,float __cuda_2,int __cuda_3)
# 53 "v001050.cu"
{__device_stub__Z13pack19_kernelPKiPKcfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v001050.cu"
}
# 1 "v001050.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const int *, const char *__restrict__, float, int))pack19_kernel), _Z13pack19_kernelPKiPKcfi, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
