#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000916.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax11PfPiS0_i(float *, int *, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7relax11PfPiS0_i(float *__par0, int *__par1, int *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, int *, int *, int))relax11)), 0U);}
# 26 "v000916.cu"
void relax11( float *__cuda_0,int *__cuda_1,int *__cuda_2,int __cuda_3)
# 26 "v000916.cu"
{__device_stub__Z7relax11PfPiS0_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 35 "v000916.cu"
}
# 1 "v000916.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(float *, int *, int *, int))relax11), _Z7relax11PfPiS0_i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
