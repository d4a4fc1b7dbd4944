#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001560.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update12_kerneliPiPKiS1_(int, int *, const int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15update12_kerneliPiPKiS1_(int __par0, int *__par1, const int *__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, int *, const int *, const int *))update12_kernel)), 0U);}
# 28 "v001560.cu"
void update12_kernel( int __cuda_0,int *__cuda_1,const int *__cuda_2,const int *__cuda_3)
# 29 "v001560.cu"
{__device_stub__Z15update12_kerneliPiPKiS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 36 "v001560.cu"
}
# 1 "v001560.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T19) {  __nv_dummy_param_ref(__T19); __nv_save_fatbinhandle_for_managed_rt(__T19); __cudaRegisterEntry(__T19, ((void ( *)(int, int *, const int *, const int *))update12_kernel), _Z15update12_kerneliPiPKiS1_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
