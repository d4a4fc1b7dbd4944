#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001658.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split3PKfPhPlPs(const float *, unsigned char *, long *, short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth28Pj(unsigned *);
static void __device_stub__Z9scatter34IiEvPT_PKiPKf(int *, const int *, const float *);
static void __device_stub__ZN5ops518gather57IldEEvT0_if(double, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split3PKfPhPlPs(const float *__par0, unsigned char *__par1, long *__par2, short *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, unsigned char *, long *, short *))split3)), 0U);}
# 7 "v001658.cu"
void split3( const float *__cuda_0,unsigned char *__cuda_1,long *__cuda_2,short *__cuda_3)
# 7 "v001658.cu"
{__device_stub__Z6split3PKfPhPlPs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 16 "v001658.cu"
}
# 1 "v001658.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth28Pj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))smooth28)), 0U); }
# 29 "v001658.cu"
void smooth28( unsigned *__cuda_0)
# 29 "v001658.cu"
{__device_stub__Z8smooth28Pj( __cuda_0);
# 39 "v001658.cu"
}
# 1 "v001658.cudafe1.stub.c"
static void __device_stub__Z9scatter34IiEvPT_PKiPKf( int *__par0,  const int *__par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const int *, const float *))scatter34<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scatter34<int>( int *&__cuda_0,const int *&__cuda_1,const float *&__cuda_2){__device_stub__Z9scatter34IiEvPT_PKiPKf( (int *&)__cuda_0,(const int *&)__cuda_1,(const float *&)__cuda_2);}
static void __device_stub__ZN5ops518gather57IldEEvT0_if( double __par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(double, int, float))ops51::gather57<long, double> )), 0U); }namespace ops51{

template<> __specialization_static void __wrapper__device_stub_gather57<long,double>( double &__cuda_0,int &__cuda_1,float &__cuda_2){__device_stub__ZN5ops518gather57IldEEvT0_if( (double &)__cuda_0,(int &)__cuda_1,(float &)__cuda_2);}}
static void __nv_cudaEntityRegisterCallback( void **__T15) {  __nv_dummy_param_ref(__T15); __nv_save_fatbinhandle_for_managed_rt(__T15); __cudaRegisterEntry(__T15, ((void ( *)(double, int, float))ops51::gather57<long, double> ), _ZN5ops518gather57IldEEvT0_if, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(int *, const int *, const float *))scatter34<int> ), _Z9scatter34IiEvPT_PKiPKf, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(unsigned *))smooth28), _Z8smooth28Pj, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(const float *, unsigned char *, long *, short *))split3), _Z6split3PKfPhPlPs, (-1)); __cudaRegisterVariable(__T15, __shadow_var(_ZN5ops518d_fuse66E,::ops51::d_fuse66), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
