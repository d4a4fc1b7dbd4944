#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001776.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail65kick7EPdPifi(double *, int *, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail68gather24EliPiS0_(long, int, int *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail65kick7EPdPifi(double *__par0, int *__par1, float __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(double *, int *, float, int))detail6::kick7)), 0U);}
# 17 "v001776.cu"
void detail6::kick7( double *__cuda_0,int *__cuda_1,float __cuda_2,int __cuda_3)
# 18 "v001776.cu"
{__device_stub__ZN7detail65kick7EPdPifi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 27 "v001776.cu"
}
# 1 "v001776.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail68gather24EliPiS0_( long __par0,  int __par1,  int *__restrict__ __par2,  int *__par3) {  int *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long, int, int *__restrict__, int *))detail6::gather24)), 0U); }
# 44 "v001776.cu"
void detail6::gather24( long __cuda_0,int __cuda_1,int *__restrict__ __cuda_2,int *__cuda_3)
# 45 "v001776.cu"
{__device_stub__ZN7detail68gather24EliPiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 60 "v001776.cu"
}
# 1 "v001776.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long, int, int *__restrict__, int *))detail6::gather24), _ZN7detail68gather24EliPiS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double *, int *, float, int))detail6::kick7), _ZN7detail65kick7EPdPifi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
