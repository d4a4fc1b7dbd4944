#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001355.fatbin.c"
static void __device_stub__Z14clamp11_kernelPKiiii(const int *__restrict__, int, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum28dPifPKl(double, int *__restrict__, float, const long *);
static void __device_stub__Z6grow17IjEvT_S0_mPi(unsigned, unsigned, unsigned long, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14clamp11_kernelPKiiii(const int *__restrict__ __par0, int __par1, int __par2, int __par3){ const int *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, int, int))clamp11_kernel)), 0U);}
# 28 "v001355.cu"
static void clamp11_kernel( const int *__restrict__ __cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 29 "v001355.cu"
{__device_stub__Z14clamp11_kernelPKiiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 35 "v001355.cu"
}
# 1 "v001355.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum28dPifPKl( double __par0,  int *__restrict__ __par1,  float __par2,  const long *__par3) {  int *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double, int *__restrict__, float, const long *))accum28)), 0U); }
# 49 "v001355.cu"
void accum28( double __cuda_0,int *__restrict__ __cuda_1,float __cuda_2,const long *__cuda_3)
# 50 "v001355.cu"
{__device_stub__Z7accum28dPifPKl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v001355.cu"
}
# 1 "v001355.cudafe1.stub.c"
static void __device_stub__Z6grow17IjEvT_S0_mPi( unsigned __par0,  unsigned __par1,  unsigned long __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned, unsigned long, int *))grow17<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow17<unsigned>( unsigned &__cuda_0,unsigned &__cuda_1,unsigned long &__cuda_2,int *&__cuda_3){__device_stub__Z6grow17IjEvT_S0_mPi( (unsigned &)__cuda_0,(unsigned &)__cuda_1,(unsigned long &)__cuda_2,(int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, unsigned, unsigned long, int *))grow17<unsigned int> ), _Z6grow17IjEvT_S0_mPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double, int *__restrict__, float, const long *))accum28), _Z7accum28dPifPKl, 64); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__, int, int, int))clamp11_kernel), _Z14clamp11_kernelPKiiii, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_decay26,::c_decay26), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
