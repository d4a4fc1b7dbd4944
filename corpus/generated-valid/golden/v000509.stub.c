#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000509.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp16PdPi5Tile7S1_(double *, int *, const struct Tile7&, const struct Tile7&);
static void __device_stub__Z13bias27_kernelPKiPiPlf(const int *__restrict__, int *__restrict__, long *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine46c(char);
static void __device_stub__Z7blend35IiLi8EEvPT_S0_(int *__restrict__, int);
static void __device_stub__Z7blend35IjLi8EEvPT_S0_(unsigned *__restrict__, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6warp16PdPi5Tile7S1_(double *__par0, int *__par1, const struct Tile7&__par2, const struct Tile7&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaSetupArg(__par3, 32UL);__cudaLaunch(((char *)((void ( *)(double *, int *, const struct Tile7, const struct Tile7))warp16)), 0U);}
# 38 "v000509.cu"
void warp16( double *__cuda_0,int *__cuda_1,const struct ::Tile7 __cuda_2,const struct ::Tile7 __cuda_3)
# 38 "v000509.cu"
{__device_stub__Z6warp16PdPi5Tile7S1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 47 "v000509.cu"
}
# 1 "v000509.cudafe1.stub.c"
static void __device_stub__Z13bias27_kernelPKiPiPlf( const int *__restrict__ __par0,  int *__restrict__ __par1,  long *__par2,  float __par3) {  const int *__T0;
 int *__T1;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, int *__restrict__, long *, float))bias27_kernel)), 0U); }
# 49 "v000509.cu"
static void bias27_kernel( const int *__restrict__ __cuda_0,int *__restrict__ __cuda_1,long *__cuda_2,float __cuda_3)
# 49 "v000509.cu"
{__device_stub__Z13bias27_kernelPKiPiPlf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 55 "v000509.cu"
}
# 1 "v000509.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine46c( char __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(char))combine46)), 0U); }
# 66 "v000509.cu"
void combine46( char __cuda_0)
# 66 "v000509.cu"
{__device_stub__Z9combine46c( __cuda_0);
# 74 "v000509.cu"
}
# 1 "v000509.cudafe1.stub.c"
static void __device_stub__Z7blend35IiLi8EEvPT_S0_( int *__restrict__ __par0,  int __par1) {  int *__T2;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int))blend35<int, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend35<int,8>( int *__restrict__ &__cuda_0,int &__cuda_1){__device_stub__Z7blend35IiLi8EEvPT_S0_( (int *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z7blend35IjLi8EEvPT_S0_( unsigned *__restrict__ __par0,  unsigned __par1) {  unsigned *__T3;
__cudaLaunchPrologue(2); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, unsigned))blend35<unsigned int, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend35<unsigned,8>( unsigned *__restrict__ &__cuda_0,unsigned &__cuda_1){__device_stub__Z7blend35IjLi8EEvPT_S0_( (unsigned *&)__cuda_0,(unsigned &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *__restrict__, unsigned))blend35<unsigned int, (int)8> ), _Z7blend35IjLi8EEvPT_S0_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, int))blend35<int, (int)8> ), _Z7blend35IiLi8EEvPT_S0_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(char))combine46), _Z9combine46c, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const int *__restrict__, int *__restrict__, long *, float))bias27_kernel), _Z13bias27_kernelPKiPiPlf, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(double *, int *, const struct Tile7, const struct Tile7))warp16), _Z6warp16PdPi5Tile7S1_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
