#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000081.fatbin.c"
static void __device_stub__Z5fuse2iPKii(int, const int *, int);
static void __device_stub__ZN6kern1514pivot17_kernelIdjEEvPKT0_(const unsigned *);
static void __device_stub__ZN6kern1514pivot17_kernelIflEEvPKT0_(const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5fuse2iPKii(int __par0, const int *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const int *, int))fuse2)), 0U);}
# 7 "v000081.cu"
static void fuse2( int __cuda_0,const int *__cuda_1,int __cuda_2)
# 7 "v000081.cu"
{__device_stub__Z5fuse2iPKii( __cuda_0,__cuda_1,__cuda_2);
# 19 "v000081.cu"
}
# 1 "v000081.cudafe1.stub.c"
static void __device_stub__ZN6kern1514pivot17_kernelIdjEEvPKT0_( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))kern15::pivot17_kernel<double, unsigned int> )), 0U); }namespace kern15{

template<> __specialization_static void __wrapper__device_stub_pivot17_kernel<double,unsigned>( const unsigned *&__cuda_0){__device_stub__ZN6kern1514pivot17_kernelIdjEEvPKT0_( (const unsigned *&)__cuda_0);}}
static void __device_stub__ZN6kern1514pivot17_kernelIflEEvPKT0_( const long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const long *))kern15::pivot17_kernel<float, long> )), 0U); }namespace kern15{

template<> __specialization_static void __wrapper__device_stub_pivot17_kernel<float,long>( const long *&__cuda_0){__device_stub__ZN6kern1514pivot17_kernelIflEEvPKT0_( (const long *&)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(const long *))kern15::pivot17_kernel<float, long> ), _ZN6kern1514pivot17_kernelIflEEvPKT0_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const unsigned *))kern15::pivot17_kernel<double, unsigned int> ), _ZN6kern1514pivot17_kernelIdjEEvPKT0_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int, const int *, int))fuse2), _Z5fuse2iPKii, (-1)); __cudaRegisterVariable(__T9, __shadow_var(_ZN6kern158d_fold16E,::kern15::d_fold16), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
