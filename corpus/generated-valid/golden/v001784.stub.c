#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001784.fatbin.c"
typedef Particle35<int>  _Z10Particle35IiE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z12grow9_kerneljPiPKs(unsigned, int *, const short *);
static void __device_stub__Z6step37IiLi5EEvT_10Particle35IiEPi(int, const  _Z10Particle35IiE&, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl2314decay24_kernelExPKiii(long long, const int *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12grow9_kerneljPiPKs(unsigned __par0, int *__par1, const short *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, int *, const short *))grow9_kernel)), 0U);}
# 20 "v001784.cu"
void grow9_kernel( unsigned __cuda_0,int *__cuda_1,const short *__cuda_2)
# 21 "v001784.cu"
{__device_stub__Z12grow9_kerneljPiPKs( __cuda_0,__cuda_1,__cuda_2);
# 38 "v001784.cu"
}
# 1 "v001784.cudafe1.stub.c"
static void __device_stub__Z6step37IiLi5EEvT_10Particle35IiEPi( int __par0,  const  _Z10Particle35IiE&__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, const  _Z10Particle35IiE, int *))step37<int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_step37<int,5>( int &__cuda_0,const  _Z10Particle35IiE &__cuda_1,int *&__cuda_2){__device_stub__Z6step37IiLi5EEvT_10Particle35IiEPi( (int &)__cuda_0,( _Z10Particle35IiE &)__cuda_1,(int *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl2314decay24_kernelExPKiii( long long __par0,  const int *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(long long, const int *, int, int))impl23::decay24_kernel)), 0U); }
# 49 "v001784.cu"
void impl23::decay24_kernel( long long __cuda_0,const int *__cuda_1,int __cuda_2,int __cuda_3)
# 50 "v001784.cu"
{__device_stub__ZN6impl2314decay24_kernelExPKiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 61 "v001784.cu"
}
# 1 "v001784.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(long long, const int *, int, int))impl23::decay24_kernel), _ZN6impl2314decay24_kernelExPKiii, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int, const  _Z10Particle35IiE, int *))step37<int, (int)5> ), _Z6step37IiLi5EEvT_10Particle35IiEPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned, int *, const short *))grow9_kernel), _Z12grow9_kerneljPiPKs, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
