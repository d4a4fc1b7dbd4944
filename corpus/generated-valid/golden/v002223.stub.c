#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002223.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread24_kernelPiPKfPsPx(int *__restrict__, const float *, short *, long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split44_kerneljij(unsigned, int, unsigned);
static void __device_stub__Z7drift16IjLi2EEvPT_PfS0_(unsigned *, float *__restrict__, unsigned);
static void __device_stub__Z8filter39IdEvPKT_S2_(const double *__restrict__, const double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15spread24_kernelPiPKfPsPx(int *__restrict__ __par0, const float *__par1, short *__par2, long long *__par3){ int *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, const float *, short *, long long *))spread24_kernel)), 0U);}
# 39 "v002223.cu"
void spread24_kernel( int *__restrict__ __cuda_0,const float *__cuda_1,short *__cuda_2,long long *__cuda_3)
# 40 "v002223.cu"
{__device_stub__Z15spread24_kernelPiPKfPsPx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 52 "v002223.cu"
}
# 1 "v002223.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split44_kerneljij( unsigned __par0,  int __par1,  unsigned __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, int, unsigned))split44_kernel)), 0U); }
# 74 "v002223.cu"
void split44_kernel( unsigned __cuda_0,int __cuda_1,unsigned __cuda_2)
# 75 "v002223.cu"
{__device_stub__Z14split44_kerneljij( __cuda_0,__cuda_1,__cuda_2);
# 94 "v002223.cu"
}
# 1 "v002223.cudafe1.stub.c"
static void __device_stub__Z7drift16IjLi2EEvPT_PfS0_( unsigned *__par0,  float *__restrict__ __par1,  unsigned __par2) {  float *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, float *__restrict__, unsigned))drift16<unsigned int, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_drift16<unsigned,2>( unsigned *&__cuda_0,float *__restrict__ &__cuda_1,unsigned &__cuda_2){__device_stub__Z7drift16IjLi2EEvPT_PfS0_( (unsigned *&)__cuda_0,(float *&)__cuda_1,(unsigned &)__cuda_2);}
static void __device_stub__Z8filter39IdEvPKT_S2_( const double *__restrict__ __par0,  const double *__restrict__ __par1) {  const double *__T2;
 const double *__T3;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__, const double *__restrict__))filter39<double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_filter39<double>( const double *__restrict__ &__cuda_0,const double *__restrict__ &__cuda_1){__device_stub__Z8filter39IdEvPKT_S2_( (const double *&)__cuda_0,(const double *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const double *__restrict__, const double *__restrict__))filter39<double> ), _Z8filter39IdEvPKT_S2_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *, float *__restrict__, unsigned))drift16<unsigned int, (int)2> ), _Z7drift16IjLi2EEvPT_PfS0_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, int, unsigned))split44_kernel), _Z14split44_kerneljij, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, const float *, short *, long long *))spread24_kernel), _Z15spread24_kernelPiPKfPsPx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
