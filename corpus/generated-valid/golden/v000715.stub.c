#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000715.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift9_kernelPfPjPKyi(float *, unsigned *, const unsigned long long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot19_kernelPKiPjPi(const int *, unsigned *, int *);
static void __device_stub__Z7decay27IjLi1EEvPT_(unsigned *);
static void __device_stub__Z14decay33_kernelIfLi3EEvPT_(float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift9_kernelPfPjPKyi(float *__par0, unsigned *__par1, const unsigned long long *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, unsigned *, const unsigned long long *, int))sift9_kernel)), 0U);}
# 18 "v000715.cu"
void sift9_kernel( float *__cuda_0,unsigned *__cuda_1,const unsigned long long *__cuda_2,int __cuda_3)
# 19 "v000715.cu"
{__device_stub__Z12sift9_kernelPfPjPKyi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v000715.cu"
}
# 1 "v000715.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot19_kernelPKiPjPi( const int *__par0,  unsigned *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, unsigned *, int *))pivot19_kernel)), 0U); }
# 28 "v000715.cu"
void pivot19_kernel( const int *__cuda_0,unsigned *__cuda_1,int *__cuda_2)
# 29 "v000715.cu"
{__device_stub__Z14pivot19_kernelPKiPjPi( __cuda_0,__cuda_1,__cuda_2);
# 41 "v000715.cu"
}
# 1 "v000715.cudafe1.stub.c"
static void __device_stub__Z7decay27IjLi1EEvPT_( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))decay27<unsigned int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay27<unsigned,1>( unsigned *&__cuda_0){__device_stub__Z7decay27IjLi1EEvPT_( (unsigned *&)__cuda_0);}
static void __device_stub__Z14decay33_kernelIfLi3EEvPT_( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))decay33_kernel<float, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay33_kernel<float,3>( float *&__cuda_0){__device_stub__Z14decay33_kernelIfLi3EEvPT_( (float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *))decay33_kernel<float, (int)3> ), _Z14decay33_kernelIfLi3EEvPT_, 128); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))decay27<unsigned int, (int)1> ), _Z7decay27IjLi1EEvPT_, 64); __cudaRegisterEntry(__T3, ((void ( *)(const int *, unsigned *, int *))pivot19_kernel), _Z14pivot19_kernelPKiPjPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, unsigned *, const unsigned long long *, int))sift9_kernel), _Z12sift9_kernelPfPjPKyi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
