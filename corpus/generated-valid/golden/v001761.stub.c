#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001761.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp14iii(int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count25fjfPf(float, unsigned, float, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift39_kerneliPfPKiPm(int, float *, const int *, unsigned long *);
static void __device_stub__Z13march6_kernelIiEvPKT_ii(const int *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp14iii(int __par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, int))lerp14)), 0U);}
# 21 "v001761.cu"
void lerp14( int __cuda_0,int __cuda_1,int __cuda_2)
# 22 "v001761.cu"
{__device_stub__Z6lerp14iii( __cuda_0,__cuda_1,__cuda_2);
# 36 "v001761.cu"
}
# 1 "v001761.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7count25fjfPf( float __par0,  unsigned __par1,  float __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, unsigned, float, float *))count25)), 0U); }
# 39 "v001761.cu"
void count25( float __cuda_0,unsigned __cuda_1,float __cuda_2,float *__cuda_3)
# 40 "v001761.cu"
{__device_stub__Z7count25fjfPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v001761.cu"
}
# 1 "v001761.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift39_kerneliPfPKiPm( int __par0,  float *__par1,  const int *__par2,  unsigned long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, float *, const int *, unsigned long *))drift39_kernel)), 0U); }
# 56 "v001761.cu"
void drift39_kernel( int __cuda_0,float *__cuda_1,const int *__cuda_2,unsigned long *__cuda_3)
# 57 "v001761.cu"
{__device_stub__Z14drift39_kerneliPfPKiPm( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 64 "v001761.cu"
}
# 1 "v001761.cudafe1.stub.c"
static void __device_stub__Z13march6_kernelIiEvPKT_ii( const int *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const int *, int, int))march6_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_march6_kernel<int>( const int *&__cuda_0,int &__cuda_1,int &__cuda_2){__device_stub__Z13march6_kernelIiEvPKT_ii( (const int *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *, int, int))march6_kernel<int> ), _Z13march6_kernelIiEvPKT_ii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, float *, const int *, unsigned long *))drift39_kernel), _Z14drift39_kerneliPfPKiPm, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, unsigned, float, float *))count25), _Z7count25fjfPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, int))lerp14), _Z6lerp14iii, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_filter24,::d_filter24), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
