#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001633.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow17bPKi(bool, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally32_kernelci(char, int);
static void __device_stub__Z9stencil22IiEvPKT_jiPi(const int *, unsigned, int, int *__restrict__);
static void __device_stub__ZN5ops4014tally41_kernelIdLi2EEEvPKT_S1_(const double *, double);
static void __device_stub__ZN5ops406step47IlLi7EEEvPKT_PfiS3_(const long *__restrict__, float *, int, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6grow17bPKi(bool __par0, const int *__restrict__ __par1){ const int *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(bool, const int *__restrict__))grow17)), 0U);}
# 38 "v001633.cu"
void grow17( bool __cuda_0,const int *__restrict__ __cuda_1)
# 39 "v001633.cu"
{__device_stub__Z6grow17bPKi( __cuda_0,__cuda_1);



}
# 1 "v001633.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally32_kernelci( char __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(char, int))tally32_kernel)), 0U); }
# 64 "v001633.cu"
void tally32_kernel( char __cuda_0,int __cuda_1)
# 65 "v001633.cu"
{__device_stub__Z14tally32_kernelci( __cuda_0,__cuda_1);
# 71 "v001633.cu"
}
# 1 "v001633.cudafe1.stub.c"
static void __device_stub__Z9stencil22IiEvPKT_jiPi( const int *__par0,  unsigned __par1,  int __par2,  int *__restrict__ __par3) {  int *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned, int, int *__restrict__))stencil22<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_stencil22<int>( const int *&__cuda_0,unsigned &__cuda_1,int &__cuda_2,int *__restrict__ &__cuda_3){__device_stub__Z9stencil22IiEvPKT_jiPi( (const int *&)__cuda_0,(unsigned &)__cuda_1,(int &)__cuda_2,(int *&)__cuda_3);}
static void __device_stub__ZN5ops4014tally41_kernelIdLi2EEEvPKT_S1_( const double *__par0,  double __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, double))ops40::tally41_kernel<double, (int)2> )), 0U); }namespace ops40{

template<> __specialization_static void __wrapper__device_stub_tally41_kernel<double,2>( const double *&__cuda_0,double &__cuda_1){__device_stub__ZN5ops4014tally41_kernelIdLi2EEEvPKT_S1_( (const double *&)__cuda_0,(double &)__cuda_1);}}
static void __device_stub__ZN5ops406step47IlLi7EEEvPKT_PfiS3_( const long *__restrict__ __par0,  float *__par1,  int __par2,  const long *__par3) {  const long *__T7;
__cudaLaunchPrologue(4); __T7 = __par0; __cudaSetupArgSimple(__T7, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, float *, int, const long *))ops40::step47<long, (int)7> )), 0U); }namespace ops40{

template<> __specialization_static void __wrapper__device_stub_step47<long,7>( const long *__restrict__ &__cuda_0,float *&__cuda_1,int &__cuda_2,const long *&__cuda_3){__device_stub__ZN5ops406step47IlLi7EEEvPKT_PfiS3_( (const long *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,(const long *&)__cuda_3);}}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const long *__restrict__, float *, int, const long *))ops40::step47<long, (int)7> ), _ZN5ops406step47IlLi7EEEvPKT_PfiS3_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const double *, double))ops40::tally41_kernel<double, (int)2> ), _ZN5ops4014tally41_kernelIdLi2EEEvPKT_S1_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const int *, unsigned, int, int *__restrict__))stencil22<int> ), _Z9stencil22IiEvPKT_jiPi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(char, int))tally32_kernel), _Z14tally32_kernelci, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(bool, const int *__restrict__))grow17), _Z6grow17bPKi, 64L); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
