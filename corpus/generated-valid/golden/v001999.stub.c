#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001999.fatbin.c"
static void __device_stub__Z12fuse6_kernelPfPaii(float *, signed char *, int, int);
static void __device_stub__Z7split15IijEvT0_fi(unsigned, float, int);
static void __device_stub__Z14tally24_kernelIdEvPKT_S2_(const double *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12fuse6_kernelPfPaii(float *__par0, signed char *__par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(float *, signed char *, int, int))fuse6_kernel)), 0U);}
# 20 "v001999.cu"
static void fuse6_kernel( float *__cuda_0,signed char *__cuda_1,int __cuda_2,int __cuda_3)
# 20 "v001999.cu"
{__device_stub__Z12fuse6_kernelPfPaii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v001999.cu"
}
# 1 "v001999.cudafe1.stub.c"
static void __device_stub__Z7split15IijEvT0_fi( unsigned __par0,  float __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, float, int))split15<int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split15<int,unsigned>( unsigned &__cuda_0,float &__cuda_1,int &__cuda_2){__device_stub__Z7split15IijEvT0_fi( (unsigned &)__cuda_0,(float &)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z14tally24_kernelIdEvPKT_S2_( const double *__par0,  const double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, const double *))tally24_kernel<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tally24_kernel<double>( const double *&__cuda_0,const double *&__cuda_1){__device_stub__Z14tally24_kernelIdEvPKT_S2_( (const double *&)__cuda_0,(const double *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, const double *))tally24_kernel<double> ), _Z14tally24_kernelIdEvPKT_S2_, 32); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, float, int))split15<int, unsigned int> ), _Z7split15IijEvT0_fi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, signed char *, int, int))fuse6_kernel), _Z12fuse6_kernelPfPaii, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
