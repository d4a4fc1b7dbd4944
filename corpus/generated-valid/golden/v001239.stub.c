#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001239.fatbin.c"
static void __device_stub__Z6kick11IlLi8EEvT_PKS0_PiPS0_(long, const long *, int *__restrict__, long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7count29Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace41Pi6Color7(int *, enum Color7);
static void __device_stub__Z6grow35IjLi3EEvPKT_Pd(const unsigned *__restrict__, double *);
static void __device_stub__Z6kick11IlLi3EEvT_PKS0_PiPS0_(long, const long *, int *__restrict__, long *);
static void __device_stub__Z6kick11IiLi7EEvT_PKS0_PiPS0_(int, const int *, int *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6kick11IlLi8EEvT_PKS0_PiPS0_(long __par0, const long *__par1, int *__restrict__ __par2, long *__par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long, const long *, int *__restrict__, long *))kick11<long, (int)8> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_kick11<long,8>( long &__cuda_0,const long *&__cuda_1,int *__restrict__ &__cuda_2,long *&__cuda_3){__device_stub__Z6kick11IlLi8EEvT_PKS0_PiPS0_( (long &)__cuda_0,(const long *&)__cuda_1,(int *&)__cuda_2,(long *&)__cuda_3);}
__attribute__((visibility("hidden"))) void __device_stub__Z7count29Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))count29)), 0U);}
# 47 "v001239.cu"
void count29( int *__cuda_0,int __cuda_1)
# 48 "v001239.cu"
{__device_stub__Z7count29Pii( __cuda_0,__cuda_1);
# 55 "v001239.cu"
}
# 1 "v001239.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7trace41Pi6Color7( int *__par0,  enum Color7 __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, enum Color7))trace41)), 0U); }
# 66 "v001239.cu"
void trace41( int *__cuda_0,enum ::Color7 __cuda_1)
# 67 "v001239.cu"
{__device_stub__Z7trace41Pi6Color7( __cuda_0,__cuda_1);
# 76 "v001239.cu"
}
# 1 "v001239.cudafe1.stub.c"
static void __device_stub__Z6grow35IjLi3EEvPKT_Pd( const unsigned *__restrict__ __par0,  double *__par1) {  const unsigned *__T2;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *__restrict__, double *))grow35<unsigned int, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow35<unsigned,3>( const unsigned *__restrict__ &__cuda_0,double *&__cuda_1){__device_stub__Z6grow35IjLi3EEvPKT_Pd( (const unsigned *&)__cuda_0,(double *&)__cuda_1);}
static void __device_stub__Z6kick11IlLi3EEvT_PKS0_PiPS0_( long __par0,  const long *__par1,  int *__restrict__ __par2,  long *__par3) {  int *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long, const long *, int *__restrict__, long *))kick11<long, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kick11<long,3>( long &__cuda_0,const long *&__cuda_1,int *__restrict__ &__cuda_2,long *&__cuda_3){__device_stub__Z6kick11IlLi3EEvT_PKS0_PiPS0_( (long &)__cuda_0,(const long *&)__cuda_1,(int *&)__cuda_2,(long *&)__cuda_3);}
static void __device_stub__Z6kick11IiLi7EEvT_PKS0_PiPS0_( int __par0,  const int *__par1,  int *__restrict__ __par2,  int *__par3) {  int *__T4;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T4 = __par2; __cudaSetupArgSimple(__T4, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const int *, int *__restrict__, int *))kick11<int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kick11<int,7>( int &__cuda_0,const int *&__cuda_1,int *__restrict__ &__cuda_2,int *&__cuda_3){__device_stub__Z6kick11IiLi7EEvT_PKS0_PiPS0_( (int &)__cuda_0,(const int *&)__cuda_1,(int *&)__cuda_2,(int *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(int, const int *, int *__restrict__, int *))kick11<int, (int)7> ), _Z6kick11IiLi7EEvT_PKS0_PiPS0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(long, const long *, int *__restrict__, long *))kick11<long, (int)3> ), _Z6kick11IlLi3EEvT_PKS0_PiPS0_, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *__restrict__, double *))grow35<unsigned int, (int)3> ), _Z6grow35IjLi3EEvPKT_Pd, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *, enum Color7))trace41), trace41, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *, int))count29), count29, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(long, const long *, int *__restrict__, long *))kick11<long, (int)8> ), _Z6kick11IlLi8EEvT_PKS0_PiPS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
