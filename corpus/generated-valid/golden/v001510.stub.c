#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001510.fatbin.c"
static void __device_stub__Z6split2PKfPfPiS1_(const float *__restrict__, float *, int *__restrict__, float *__restrict__);
static void __device_stub__Z13kick17_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split31PKiPiff(const int *, int *, float, float);
static void __device_stub__Z14relax37_kernelIjLi6EEvPT_S0_Pi(unsigned *__restrict__, unsigned, int *);
static void __device_stub__Z13bias26_kernelIlLi2EEvPT_PKfPi(long *__restrict__, const float *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6split2PKfPfPiS1_(const float *__restrict__ __par0, float *__par1, int *__restrict__ __par2, float *__restrict__ __par3){ const float *__T0;
 int *__T1;
 float *__T2;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__T2 = __par3;__cudaSetupArgSimple(__T2, 24UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, float *, int *__restrict__, float *__restrict__))split2)), 0U);}
# 7 "v001510.cu"
static void split2( const float *__restrict__ __cuda_0,float *__cuda_1,int *__restrict__ __cuda_2,float *__restrict__ __cuda_3)
# 7 "v001510.cu"
{__device_stub__Z6split2PKfPfPiS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 14 "v001510.cu"
}
# 1 "v001510.cudafe1.stub.c"
static void __device_stub__Z13kick17_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))kick17_kernel)), 0U); }
# 30 "v001510.cu"
static void kick17_kernel( int __cuda_0)
# 30 "v001510.cu"
{__device_stub__Z13kick17_kerneli( __cuda_0);



}
# 1 "v001510.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split31PKiPiff( const int *__par0,  int *__par1,  float __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, float, float))split31)), 0U); }
# 57 "v001510.cu"
void split31( const int *__cuda_0,int *__cuda_1,float __cuda_2,float __cuda_3)
# 57 "v001510.cu"
{__device_stub__Z7split31PKiPiff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001510.cudafe1.stub.c"
static void __device_stub__Z14relax37_kernelIjLi6EEvPT_S0_Pi( unsigned *__restrict__ __par0,  unsigned __par1,  int *__par2) {  unsigned *__T5;
__cudaLaunchPrologue(3); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, unsigned, int *))relax37_kernel<unsigned int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_relax37_kernel<unsigned,6>( unsigned *__restrict__ &__cuda_0,unsigned &__cuda_1,int *&__cuda_2){__device_stub__Z14relax37_kernelIjLi6EEvPT_S0_Pi( (unsigned *&)__cuda_0,(unsigned &)__cuda_1,(int *&)__cuda_2);}
static void __device_stub__Z13bias26_kernelIlLi2EEvPT_PKfPi( long *__restrict__ __par0,  const float *__par1,  int *__par2) {  long *__T6;
__cudaLaunchPrologue(3); __T6 = __par0; __cudaSetupArgSimple(__T6, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__, const float *, int *))bias26_kernel<long, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bias26_kernel<long,2>( long *__restrict__ &__cuda_0,const float *&__cuda_1,int *&__cuda_2){__device_stub__Z13bias26_kernelIlLi2EEvPT_PKfPi( (long *&)__cuda_0,(const float *&)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(long *__restrict__, const float *, int *))bias26_kernel<long, (int)2> ), _Z13bias26_kernelIlLi2EEvPT_PKfPi, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(unsigned *__restrict__, unsigned, int *))relax37_kernel<unsigned int, (int)6> ), _Z14relax37_kernelIjLi6EEvPT_S0_Pi, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(const int *, int *, float, float))split31), _Z7split31PKiPiff, 32); __cudaRegisterEntry(__T11, ((void ( *)(int))kick17_kernel), _Z13kick17_kerneli, 256); __cudaRegisterEntry(__T11, ((void ( *)(const float *__restrict__, float *, int *__restrict__, float *__restrict__))split2), _Z6split2PKfPfPiS1_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
