#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000434.fatbin.c"
typedef ops1::Pixel2 _ZN4ops16Pixel2E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp13PKsPiPdf(const short *, int *, double *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade20_kernel9Particle8PfPmS1_(const struct Particle8&, float *, unsigned long *, unsigned long *);
static void __device_stub__Z7scale31IjLi6EEvT_S0_N4ops16Pixel2Ei(unsigned, unsigned, const  _ZN4ops16Pixel2E&, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp13PKsPiPdf(const short *__par0, int *__par1, double *__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const short *, int *, double *, float))lerp13)), 0U);}
# 39 "i000434.cu"
void lerp13( const short *__cuda_0,int *__cuda_1,double *__cuda_2,float __cuda_3)
# 39 "i000434.cu"
{__device_stub__Z6lerp13PKsPiPdf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "i000434.cu"
}
# 1 "i000434.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade20_kernel9Particle8PfPmS1_( const struct Particle8&__par0,  float *__par1,  unsigned long *__par2,  unsigned long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaSetupArgSimple(__par2, 24UL); __cudaSetupArgSimple(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(const struct Particle8, float *, unsigned long *, unsigned long *))shade20_kernel)), 0U); }
# 48 "i000434.cu"
void shade20_kernel( const struct ::Particle8 __cuda_0,float *__cuda_1,unsigned long *__cuda_2,unsigned long *__cuda_3)
# 48 "i000434.cu"
{__device_stub__Z14shade20_kernel9Particle8PfPmS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 57 "i000434.cu"
}
# 1 "i000434.cudafe1.stub.c"
static void __device_stub__Z7scale31IjLi6EEvT_S0_N4ops16Pixel2Ei( unsigned __par0,  unsigned __par1,  const  _ZN4ops16Pixel2E&__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArg(__par2, 8UL); __cudaSetupArgSimple(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned, const  _ZN4ops16Pixel2E, int))scale31<unsigned int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale31<unsigned,6>( unsigned &__cuda_0,unsigned &__cuda_1,const  _ZN4ops16Pixel2E &__cuda_2,int &__cuda_3){__device_stub__Z7scale31IjLi6EEvT_S0_N4ops16Pixel2Ei( (unsigned &)__cuda_0,(unsigned &)__cuda_1,( _ZN4ops16Pixel2E &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, unsigned, const  _ZN4ops16Pixel2E, int))scale31<unsigned int, (int)6> ), _Z7scale31IjLi6EEvT_S0_N4ops16Pixel2Ei, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const struct Particle8, float *, unsigned long *, unsigned long *))shade20_kernel), _Z14shade20_kernel9Particle8PfPmS1_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const short *, int *, double *, float))lerp13), _Z6lerp13PKsPiPdf, (-1)); __cudaRegisterVariable(__T4, __shadow_var(_ZN4ops19d_gather6E,::ops1::d_gather6), 0, 32UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN4ops18d_pivot7E,::ops1::d_pivot7), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
