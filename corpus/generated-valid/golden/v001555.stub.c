#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001555.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally28_kernelPmPfPdl(unsigned long *, float *, double *, long);
static void __device_stub__Z15gather21_kernelIjjEvT0_PlPcS0_(unsigned, long *, char *, unsigned);
static void __device_stub__Z13kick13_kernelIfdEvT_PiPKiPj(float, int *, const int *, unsigned *);
static void __device_stub__Z13trace4_kernelIfLi1EEvPKT_PKd(const float *, const double *);
static void __device_stub__Z13count8_kernelIfEvT_Pi(float, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally28_kernelPmPfPdl(unsigned long *__par0, float *__par1, double *__par2, long __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned long *, float *, double *, long))tally28_kernel)), 0U);}
# 55 "v001555.cu"
void tally28_kernel( unsigned long *__cuda_0,float *__cuda_1,double *__cuda_2,long __cuda_3)
# 55 "v001555.cu"
{__device_stub__Z14tally28_kernelPmPfPdl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001555.cudafe1.stub.c"
static void __device_stub__Z15gather21_kernelIjjEvT0_PlPcS0_( unsigned __par0,  long *__par1,  char *__par2,  unsigned __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, long *, char *, unsigned))gather21_kernel<unsigned int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_gather21_kernel<unsigned,unsigned>( unsigned &__cuda_0,long *&__cuda_1,char *&__cuda_2,unsigned &__cuda_3){__device_stub__Z15gather21_kernelIjjEvT0_PlPcS0_( (unsigned &)__cuda_0,(long *&)__cuda_1,(char *&)__cuda_2,(unsigned &)__cuda_3);}
static void __device_stub__Z13kick13_kernelIfdEvT_PiPKiPj( float __par0,  int *__par1,  const int *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, int *, const int *, unsigned *))kick13_kernel<float, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kick13_kernel<float,double>( float &__cuda_0,int *&__cuda_1,const int *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z13kick13_kernelIfdEvT_PiPKiPj( (float &)__cuda_0,(int *&)__cuda_1,(const int *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __device_stub__Z13trace4_kernelIfLi1EEvPKT_PKd( const float *__par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, const double *))trace4_kernel<float, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_trace4_kernel<float,1>( const float *&__cuda_0,const double *&__cuda_1){__device_stub__Z13trace4_kernelIfLi1EEvPKT_PKd( (const float *&)__cuda_0,(const double *&)__cuda_1);}
static void __device_stub__Z13count8_kernelIfEvT_Pi( float __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float, int *))count8_kernel<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count8_kernel<float>( float &__cuda_0,int *&__cuda_1){__device_stub__Z13count8_kernelIfEvT_Pi( (float &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, int *))count8_kernel<float> ), _Z13count8_kernelIfEvT_Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const double *))trace4_kernel<float, (int)1> ), _Z13trace4_kernelIfLi1EEvPKT_PKd, 512); __cudaRegisterEntry(__T3, ((void ( *)(float, int *, const int *, unsigned *))kick13_kernel<float, double> ), _Z13kick13_kernelIfdEvT_PiPKiPj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, long *, char *, unsigned))gather21_kernel<unsigned int, unsigned int> ), _Z15gather21_kernelIjjEvT0_PlPcS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long *, float *, double *, long))tally28_kernel), _Z14tally28_kernelPmPfPdl, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
