#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001301.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump21_kerneliPKiPiPKs(int, const int *__restrict__, int *, const short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bump21_kerneliPKiPiPKs(int __par0, const int *__restrict__ __par1, int *__par2, const short *__par3){ const int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const int *__restrict__, int *, const short *))bump21_kernel)), 0U);}
# 53 "v001301.cu"
void bump21_kernel( int __cuda_0,const int *__restrict__ __cuda_1,int *__cuda_2,const short *__cuda_3)
# 54 "v001301.cu"
{__device_stub__Z13bump21_kerneliPKiPiPKs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 65 "v001301.cu"
}
# 1 "v001301.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, const int *__restrict__, int *, const short *))bump21_kernel), _Z13bump21_kerneliPKiPiPKs, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
