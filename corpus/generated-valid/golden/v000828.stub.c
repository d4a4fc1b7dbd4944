#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000828.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14smooth6_kernelPKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil23_kernelPiPKfiS_(int *__restrict__, const float *, int, int *);
static void __device_stub__Z6tile12IjEvT_PKS0_PKi(unsigned, const unsigned *__restrict__, const int *__restrict__);
static void __device_stub__Z8gather19IjEvPT_PKS0_Pf(unsigned *, const unsigned *__restrict__, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math319combine33EPKdPKf(const double *__restrict__, const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14smooth6_kernelPKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))smooth6_kernel)), 0U);}
# 13 "v000828.cu"
void smooth6_kernel( const int *__cuda_0)
# 14 "v000828.cu"
{__device_stub__Z14smooth6_kernelPKi( __cuda_0);
# 25 "v000828.cu"
}
# 1 "v000828.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil23_kernelPiPKfiS_( int *__restrict__ __par0,  const float *__par1,  int __par2,  int *__par3) {  int *__T0;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, const float *, int, int *))stencil23_kernel)), 0U); }
# 49 "v000828.cu"
void stencil23_kernel( int *__restrict__ __cuda_0,const float *__cuda_1,int __cuda_2,int *__cuda_3)
# 50 "v000828.cu"
{__device_stub__Z16stencil23_kernelPiPKfiS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 58 "v000828.cu"
}
# 1 "v000828.cudafe1.stub.c"
static void __device_stub__Z6tile12IjEvT_PKS0_PKi( unsigned __par0,  const unsigned *__restrict__ __par1,  const int *__restrict__ __par2) {  const unsigned *__T1;
 const int *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, const unsigned *__restrict__, const int *__restrict__))tile12<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile12<unsigned>( unsigned &__cuda_0,const unsigned *__restrict__ &__cuda_1,const int *__restrict__ &__cuda_2){__device_stub__Z6tile12IjEvT_PKS0_PKi( (unsigned &)__cuda_0,(const unsigned *&)__cuda_1,(const int *&)__cuda_2);}
static void __device_stub__Z8gather19IjEvPT_PKS0_Pf( unsigned *__par0,  const unsigned *__restrict__ __par1,  float *__restrict__ __par2) {  const unsigned *__T3;
 float *__T4;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __T4 = __par2; __cudaSetupArgSimple(__T4, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, const unsigned *__restrict__, float *__restrict__))gather19<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_gather19<unsigned>( unsigned *&__cuda_0,const unsigned *__restrict__ &__cuda_1,float *__restrict__ &__cuda_2){__device_stub__Z8gather19IjEvPT_PKS0_Pf( (unsigned *&)__cuda_0,(const unsigned *&)__cuda_1,(float *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6math319combine33EPKdPKf( const double *__restrict__ __par0,  const float *__restrict__ __par1) {  const double *__T8;
 const float *__T9;
__cudaLaunchPrologue(2); __T8 = __par0; __cudaSetupArgSimple(__T8, 0UL); __T9 = __par1; __cudaSetupArgSimple(__T9, 8UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__, const float *__restrict__))math31::combine33)), 0U); }
# 63 "v000828.cu"
void math31::combine33( const double *__restrict__ __cuda_0,const float *__restrict__ __cuda_1)
# 64 "v000828.cu"
{__device_stub__ZN6math319combine33EPKdPKf( __cuda_0,__cuda_1);




}
# 1 "v000828.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(const double *__restrict__, const float *__restrict__))math31::combine33), _ZN6math319combine33EPKdPKf, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(unsigned *, const unsigned *__restrict__, float *__restrict__))gather19<unsigned int> ), _Z8gather19IjEvPT_PKS0_Pf, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(unsigned, const unsigned *__restrict__, const int *__restrict__))tile12<unsigned int> ), _Z6tile12IjEvT_PKS0_PKi, 128); __cudaRegisterEntry(__T10, ((void ( *)(int *__restrict__, const float *, int, int *))stencil23_kernel), _Z16stencil23_kernelPiPKfiS_, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(const int *))smooth6_kernel), _Z14smooth6_kernelPKi, 256); __cudaRegisterVariable(__T10, __shadow_var(d_count18,::d_count18), 0, 4UL, 0, 0); __cudaRegisterVariable(__T10, __shadow_var(_ZN6math319d_pivot32E,::math31::d_pivot32), 0, 16UL, 0, 0); __cudaRegisterVariable(__T10, __shadow_var(_ZN6math318c_pack38E,::math31::c_pack38), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
