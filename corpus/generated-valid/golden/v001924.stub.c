#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001924.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5rank6PiPKjPKd(int *, const unsigned *, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot12_kernelPfPKm(float *, const unsigned long *);
static void __device_stub__Z12bump2_kernelIjLi1EEvPKT_(const unsigned *);
static void __device_stub__Z12bump2_kernelIiLi2EEvPKT_(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5rank6PiPKjPKd(int *__par0, const unsigned *__par1, const double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, const unsigned *, const double *))rank6)), 0U);}
# 19 "v001924.cu"
void rank6( int *__cuda_0,const unsigned *__cuda_1,const double *__cuda_2)
# 19 "v001924.cu"
{__device_stub__Z5rank6PiPKjPKd( __cuda_0,__cuda_1,__cuda_2);
# 27 "v001924.cu"
}
# 1 "v001924.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot12_kernelPfPKm( float *__par0,  const unsigned long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, const unsigned long *))pivot12_kernel)), 0U); }
# 29 "v001924.cu"
void pivot12_kernel( float *__cuda_0,const unsigned long *__cuda_1)
# 29 "v001924.cu"
{__device_stub__Z14pivot12_kernelPfPKm( __cuda_0,__cuda_1);
# 46 "v001924.cu"
}
# 1 "v001924.cudafe1.stub.c"
static void __device_stub__Z12bump2_kernelIjLi1EEvPKT_( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))bump2_kernel<unsigned int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump2_kernel<unsigned,1>( const unsigned *&__cuda_0){__device_stub__Z12bump2_kernelIjLi1EEvPKT_( (const unsigned *&)__cuda_0);}
static void __device_stub__Z12bump2_kernelIiLi2EEvPKT_( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))bump2_kernel<int, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump2_kernel<int,2>( const int *&__cuda_0){__device_stub__Z12bump2_kernelIiLi2EEvPKT_( (const int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const int *))bump2_kernel<int, (int)2> ), _Z12bump2_kernelIiLi2EEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *))bump2_kernel<unsigned int, (int)1> ), _Z12bump2_kernelIjLi1EEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, const unsigned long *))pivot12_kernel), _Z14pivot12_kernelPfPKm, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const unsigned *, const double *))rank6), _Z5rank6PiPKjPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
