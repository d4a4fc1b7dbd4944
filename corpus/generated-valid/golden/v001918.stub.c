#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001918.fatbin.c"
static void __device_stub__Z5bias7PKiil(const int *__restrict__, int, long);
static void __device_stub__Z13bias13_kernelIiLi4EEvT_(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5bias7PKiil(const int *__restrict__ __par0, int __par1, long __par2){ const int *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, long))bias7)), 0U);}
# 16 "v001918.cu"
static void bias7( const int *__restrict__ __cuda_0,int __cuda_1,long __cuda_2)
# 16 "v001918.cu"
{__device_stub__Z5bias7PKiil( __cuda_0,__cuda_1,__cuda_2);
# 23 "v001918.cu"
}
# 1 "v001918.cudafe1.stub.c"
static void __device_stub__Z13bias13_kernelIiLi4EEvT_( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))bias13_kernel<int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bias13_kernel<int,4>( int &__cuda_0){__device_stub__Z13bias13_kernelIiLi4EEvT_( (int &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int))bias13_kernel<int, (int)4> ), _Z13bias13_kernelIiLi4EEvT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const int *__restrict__, int, long))bias7), _Z5bias7PKiil, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
