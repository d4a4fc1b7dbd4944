#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002021.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6merge8ii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold15_kerneliPKiPKjPi(int, const int *, const unsigned *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6merge8ii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))merge8)), 0U);}
# 13 "v002021.cu"
void merge8( int __cuda_0,int __cuda_1)
# 13 "v002021.cu"
{__device_stub__Z6merge8ii( __cuda_0,__cuda_1);
# 28 "v002021.cu"
}
# 1 "v002021.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold15_kerneliPKiPKjPi( int __par0,  const int *__par1,  const unsigned *__restrict__ __par2,  int *__par3) {  const unsigned *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const int *, const unsigned *__restrict__, int *))fold15_kernel)), 0U); }
# 31 "v002021.cu"
void fold15_kernel( int __cuda_0,const int *__cuda_1,const unsigned *__restrict__ __cuda_2,int *__cuda_3)
# 31 "v002021.cu"
{__device_stub__Z13fold15_kerneliPKiPKjPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002021.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, const int *, const unsigned *__restrict__, int *))fold15_kernel), _Z13fold15_kerneliPKiPKjPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int))merge8), _Z6merge8ii, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_gather7,::c_gather7), 0, 8UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(d_smooth14,::d_smooth14), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(c_drift29,::c_drift29), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
