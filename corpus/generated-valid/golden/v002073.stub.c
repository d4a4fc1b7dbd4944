#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002073.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack8iPd(int, double *);
static void __device_stub__Z7blend42PKi(const int *);
static void __device_stub__Z8reduce35IjdEvPT_(unsigned *);
static void __device_stub__Z14weigh38_kernelIdjEvPT_(double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack8iPd(int __par0, double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, double *))pack8)), 0U);}
# 16 "v002073.cu"
void pack8( int __cuda_0,double *__cuda_1)
# 16 "v002073.cu"
{__device_stub__Z5pack8iPd( __cuda_0,__cuda_1);
# 26 "v002073.cu"
}
# 1 "v002073.cudafe1.stub.c"
static void __device_stub__Z7blend42PKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))blend42)), 0U); }
# 77 "v002073.cu"
static void blend42( const int *__cuda_0)
# 77 "v002073.cu"
{__device_stub__Z7blend42PKi( __cuda_0);
# 87 "v002073.cu"
}
# 1 "v002073.cudafe1.stub.c"
static void __device_stub__Z8reduce35IjdEvPT_( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))reduce35<unsigned int, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce35<unsigned,double>( unsigned *&__cuda_0){__device_stub__Z8reduce35IjdEvPT_( (unsigned *&)__cuda_0);}
static void __device_stub__Z14weigh38_kernelIdjEvPT_( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))weigh38_kernel<double, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh38_kernel<double,unsigned>( double *&__cuda_0){__device_stub__Z14weigh38_kernelIdjEvPT_( (double *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *))weigh38_kernel<double, unsigned int> ), _Z14weigh38_kernelIdjEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))reduce35<unsigned int, double> ), _Z8reduce35IjdEvPT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))blend42), _Z7blend42PKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, double *))pack8), _Z5pack8iPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
