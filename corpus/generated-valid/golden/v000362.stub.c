#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000362.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh10_kernelPKif(const int *__restrict__, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14trace18_kernelPKyPhPKiPKd(const unsigned long long *, unsigned char *, const int *__restrict__, const double *__restrict__);
static void __device_stub__Z6grow25PKlPc3Op6(const long *, char *, enum Op6);
static void __device_stub__Z8spread45IjEvPT_h(unsigned *, unsigned char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh10_kernelPKif(const int *__restrict__ __par0, float __par1){ const int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, float))weigh10_kernel)), 0U);}
# 16 "v000362.cu"
void weigh10_kernel( const int *__restrict__ __cuda_0,float __cuda_1)
# 16 "v000362.cu"
{__device_stub__Z14weigh10_kernelPKif( __cuda_0,__cuda_1);




}
# 1 "v000362.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14trace18_kernelPKyPhPKiPKd( const unsigned long long *__par0,  unsigned char *__par1,  const int *__restrict__ __par2,  const double *__restrict__ __par3) {  const int *__T1;
 const double *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned long long *, unsigned char *, const int *__restrict__, const double *__restrict__))trace18_kernel)), 0U); }
# 26 "v000362.cu"
void trace18_kernel( const unsigned long long *__cuda_0,unsigned char *__cuda_1,const int *__restrict__ __cuda_2,const double *__restrict__ __cuda_3)
# 26 "v000362.cu"
{__device_stub__Z14trace18_kernelPKyPhPKiPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v000362.cu"
}
# 1 "v000362.cudafe1.stub.c"
static void __device_stub__Z6grow25PKlPc3Op6( const long *__par0,  char *__par1,  enum Op6 __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, char *, enum Op6))grow25)), 0U); }
# 34 "v000362.cu"
static void grow25( const long *__cuda_0,char *__cuda_1,enum ::Op6 __cuda_2)
# 34 "v000362.cu"
{__device_stub__Z6grow25PKlPc3Op6( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000362.cudafe1.stub.c"
static void __device_stub__Z8spread45IjEvPT_h( unsigned *__par0,  unsigned char __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, unsigned char))spread45<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_spread45<unsigned>( unsigned *&__cuda_0,unsigned char &__cuda_1){__device_stub__Z8spread45IjEvPT_h( (unsigned *&)__cuda_0,(unsigned char &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, unsigned char))spread45<unsigned int> ), _Z8spread45IjEvPT_h, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const long *, char *, enum Op6))grow25), _Z6grow25PKlPc3Op6, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned long long *, unsigned char *, const int *__restrict__, const double *__restrict__))trace18_kernel), _Z14trace18_kernelPKyPhPKiPKd, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__, float))weigh10_kernel), _Z14weigh10_kernelPKif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
