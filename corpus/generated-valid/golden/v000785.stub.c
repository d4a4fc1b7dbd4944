#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000785.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade10_kernelPhPlPKi6Color5(unsigned char *, long *, const int *, enum Color5);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick20_kernelfPiS_(float, int *, int *);
static void __device_stub__Z13tile29_kernelIjdEvPKT_T0_x(const unsigned *, double, long long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade10_kernelPhPlPKi6Color5(unsigned char *__par0, long *__par1, const int *__par2, enum Color5 __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned char *, long *, const int *, enum Color5))shade10_kernel)), 0U);}
# 10 "v000785.cu"
void shade10_kernel( unsigned char *__cuda_0,long *__cuda_1,const int *__cuda_2,enum ::Color5 __cuda_3)
# 11 "v000785.cu"
{__device_stub__Z14shade10_kernelPhPlPKi6Color5( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 20 "v000785.cu"
}
# 1 "v000785.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick20_kernelfPiS_( float __par0,  int *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, int *, int *))kick20_kernel)), 0U); }
# 27 "v000785.cu"
void kick20_kernel( float __cuda_0,int *__cuda_1,int *__cuda_2)
# 28 "v000785.cu"
{__device_stub__Z13kick20_kernelfPiS_( __cuda_0,__cuda_1,__cuda_2);
# 36 "v000785.cu"
}
# 1 "v000785.cudafe1.stub.c"
static void __device_stub__Z13tile29_kernelIjdEvPKT_T0_x( const unsigned *__par0,  double __par1,  long long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, double, long long))tile29_kernel<unsigned int, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_tile29_kernel<unsigned,double>( const unsigned *&__cuda_0,double &__cuda_1,long long &__cuda_2){__device_stub__Z13tile29_kernelIjdEvPKT_T0_x( (const unsigned *&)__cuda_0,(double &)__cuda_1,(long long &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, double, long long))tile29_kernel<unsigned int, double> ), _Z13tile29_kernelIjdEvPKT_T0_x, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, int *, int *))kick20_kernel), _Z13kick20_kernelfPiS_, 1024); __cudaRegisterEntry(__T3, ((void ( *)(unsigned char *, long *, const int *, enum Color5))shade10_kernel), _Z14shade10_kernelPhPlPKi6Color5, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_tile28,::d_tile28), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
