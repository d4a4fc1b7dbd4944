#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000286.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bump7_kernelifPKl(int, float, const long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split12fPi(float, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather29iPfPjPi(int, float *, unsigned *, int *__restrict__);
static void __device_stub__Z8reduce39IjLi6EEvPKT_Pj8Sample24i(const unsigned *__restrict__, unsigned *, struct Sample24&, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12bump7_kernelifPKl(int __par0, float __par1, const long *__restrict__ __par2){ const long *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(int, float, const long *__restrict__))bump7_kernel)), 0U);}
# 18 "i000286.cu"
void bump7_kernel( int __cuda_0,float __cuda_1,const long *__restrict__ __cuda_2)
# 19 "i000286.cu"
{__device_stub__Z12bump7_kernelifPKl( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "i000286.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split12fPi( float __par0,  int *__restrict__ __par1) {  int *__T1;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(float, int *__restrict__))split12)), 0U); }
# 26 "i000286.cu"
void split12( float __cuda_0,int *__restrict__ __cuda_1)
# 27 "i000286.cu"
{__device_stub__Z7split12fPi( __cuda_0,__cuda_1);
# 38 "i000286.cu"
}
# 1 "i000286.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather29iPfPjPi( int __par0,  float *__par1,  unsigned *__par2,  int *__restrict__ __par3) {  int *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(int, float *, unsigned *, int *__restrict__))gather29)), 0U); }
# 48 "i000286.cu"
void gather29( int __cuda_0,float *__cuda_1,unsigned *__cuda_2,int *__restrict__ __cuda_3)
# 49 "i000286.cu"
{__device_stub__Z8gather29iPfPjPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 58 "i000286.cu"
}
# 1 "i000286.cudafe1.stub.c"
static void __device_stub__Z8reduce39IjLi6EEvPKT_Pj8Sample24i( const unsigned *__restrict__ __par0,  unsigned *__par1,  struct Sample24&__par2,  int __par3) {  const unsigned *__T3;
__cudaLaunchPrologue(4); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArg(__par2, 16UL); __cudaSetupArgSimple(__par3, 32UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, unsigned *, struct Sample24, int))reduce39<unsigned int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce39<unsigned,6>( const unsigned *__restrict__ &__cuda_0,unsigned *&__cuda_1,struct ::Sample24 &__cuda_2,int &__cuda_3){__device_stub__Z8reduce39IjLi6EEvPKT_Pj8Sample24i( (const unsigned *&)__cuda_0,(unsigned *&)__cuda_1,(struct ::Sample24 &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned *__restrict__, unsigned *, struct Sample24, int))reduce39<unsigned int, (int)6> ), _Z8reduce39IjLi6EEvPKT_Pj8Sample24i, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, float *, unsigned *, int *__restrict__))gather29), _Z8gather29iPfPjPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float, int *__restrict__))split12), _Z7split12fPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, float, const long *__restrict__))bump7_kernel), _Z12bump7_kernelifPKl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
