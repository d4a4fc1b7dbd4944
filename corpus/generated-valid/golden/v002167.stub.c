#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002167.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8combine2PdPjiPKd(double *, unsigned *__restrict__, int, const double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally26_kernelPii(int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split46PiS_i(int *, int *, int);
static void __device_stub__Z7relax12IllEvPT_PKT0_(long *, const long *__restrict__);
static void __device_stub__Z6grow20IiEvPT_(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8combine2PdPjiPKd(double *__par0, unsigned *__restrict__ __par1, int __par2, const double *__restrict__ __par3){ unsigned *__T0;
 const double *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(double *, unsigned *__restrict__, int, const double *__restrict__))combine2)), 0U);}
# 8 "v002167.cu"
void combine2( double *__cuda_0,unsigned *__restrict__ __cuda_1,int __cuda_2,const double *__restrict__ __cuda_3)
# 9 "v002167.cu"
{__device_stub__Z8combine2PdPjiPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002167.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally26_kernelPii( int *__restrict__ __par0,  int __par1) {  int *__T2;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int))tally26_kernel)), 0U); }
# 45 "v002167.cu"
void tally26_kernel( int *__restrict__ __cuda_0,int __cuda_1)
# 46 "v002167.cu"
{__device_stub__Z14tally26_kernelPii( __cuda_0,__cuda_1);




}
# 1 "v002167.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split46PiS_i( int *__par0,  int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int *, int))split46)), 0U); }
# 77 "v002167.cu"
void split46( int *__cuda_0,int *__cuda_1,int __cuda_2)
# 78 "v002167.cu"
{__device_stub__Z7split46PiS_i( __cuda_0,__cuda_1,__cuda_2);
# 85 "v002167.cu"
}
# 1 "v002167.cudafe1.stub.c"
static void __device_stub__Z7relax12IllEvPT_PKT0_( long *__par0,  const long *__restrict__ __par1) {  const long *__T3;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(long *, const long *__restrict__))relax12<long, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_relax12<long,long>( long *&__cuda_0,const long *__restrict__ &__cuda_1){__device_stub__Z7relax12IllEvPT_PKT0_( (long *&)__cuda_0,(const long *&)__cuda_1);}
static void __device_stub__Z6grow20IiEvPT_( int *__restrict__ __par0) {  int *__T4;
__cudaLaunchPrologue(1); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))grow20<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow20<int>( int *__restrict__ &__cuda_0){__device_stub__Z6grow20IiEvPT_( (int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(int *__restrict__))grow20<int> ), _Z6grow20IiEvPT_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(long *, const long *__restrict__))relax12<long, long> ), _Z7relax12IllEvPT_PKT0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *, int *, int))split46), _Z7split46PiS_i, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *__restrict__, int))tally26_kernel), _Z14tally26_kernelPii, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(double *, unsigned *__restrict__, int, const double *__restrict__))combine2), _Z8combine2PdPjiPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
