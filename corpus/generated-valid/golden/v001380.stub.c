#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001380.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum11_kerneliiPdS_(int, int, double *, double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift23PjsPfPKs(unsigned *, short, float *, const short *);
static void __device_stub__Z14update6_kernelIfLi6EEvPKT_(const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14accum11_kerneliiPdS_(int __par0, int __par1, double *__par2, double *__restrict__ __par3){ double *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, double *, double *__restrict__))accum11_kernel)), 0U);}
# 28 "v001380.cu"
void accum11_kernel( int __cuda_0,int __cuda_1,double *__cuda_2,double *__restrict__ __cuda_3)
# 28 "v001380.cu"
{__device_stub__Z14accum11_kerneliiPdS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v001380.cu"
}
# 1 "v001380.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift23PjsPfPKs( unsigned *__par0,  short __par1,  float *__par2,  const short *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, short, float *, const short *))sift23)), 0U); }
# 41 "v001380.cu"
void sift23( unsigned *__cuda_0,short __cuda_1,float *__cuda_2,const short *__cuda_3)
# 41 "v001380.cu"
{__device_stub__Z6sift23PjsPfPKs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v001380.cu"
}
# 1 "v001380.cudafe1.stub.c"
static void __device_stub__Z14update6_kernelIfLi6EEvPKT_( const float *__restrict__ __par0) {  const float *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__))update6_kernel<float, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update6_kernel<float,6>( const float *__restrict__ &__cuda_0){__device_stub__Z14update6_kernelIfLi6EEvPKT_( (const float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(const float *__restrict__))update6_kernel<float, (int)6> ), _Z14update6_kernelIfLi6EEvPKT_, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(unsigned *, short, float *, const short *))sift23), _Z6sift23PjsPfPKs, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int, int, double *, double *__restrict__))accum11_kernel), _Z14accum11_kerneliiPdS_, (-1)); __cudaRegisterVariable(__T2, __shadow_var(c_bump22,::c_bump22), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
