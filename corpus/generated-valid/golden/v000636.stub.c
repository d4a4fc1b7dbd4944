#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000636.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count14_kernelPKa(const signed char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp19Pi(int *__restrict__);
static void __device_stub__Z7count28IjLi6EEvPKT_(const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14count14_kernelPKa(const signed char *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const signed char *))count14_kernel)), 0U);}
# 21 "v000636.cu"
void count14_kernel( const signed char *__cuda_0)
# 21 "v000636.cu"
{__device_stub__Z14count14_kernelPKa( __cuda_0);
# 32 "v000636.cu"
}
# 1 "v000636.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp19Pi( int *__restrict__ __par0) {  int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))lerp19)), 0U); }
# 34 "v000636.cu"
void lerp19( int *__restrict__ __cuda_0)
# 34 "v000636.cu"
{__device_stub__Z6lerp19Pi( __cuda_0);



}
# 1 "v000636.cudafe1.stub.c"
static void __device_stub__Z7count28IjLi6EEvPKT_( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))count28<unsigned int, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count28<unsigned,6>( const unsigned *&__cuda_0){__device_stub__Z7count28IjLi6EEvPKT_( (const unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *))count28<unsigned int, (int)6> ), _Z7count28IjLi6EEvPKT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *__restrict__))lerp19), _Z6lerp19Pi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const signed char *))count14_kernel), _Z14count14_kernelPKa, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
