#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000535.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split11_kernelfi5Mode7i(float, int, enum Mode7, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score19PKiS0_i(const int *, const int *, int);
static void __device_stub__Z13bump38_kernelIjLi1EEvPKT_(const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14split11_kernelfi5Mode7i(float __par0, int __par1, enum Mode7 __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(float, int, enum Mode7, int))split11_kernel)), 0U);}
# 21 "v000535.cu"
void split11_kernel( float __cuda_0,int __cuda_1,enum ::Mode7 __cuda_2,int __cuda_3)
# 21 "v000535.cu"
{__device_stub__Z14split11_kernelfi5Mode7i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v000535.cu"
}
# 1 "v000535.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score19PKiS0_i( const int *__par0,  const int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, const int *, int))score19)), 0U); }
# 30 "v000535.cu"
void score19( const int *__cuda_0,const int *__cuda_1,int __cuda_2)
# 30 "v000535.cu"
{__device_stub__Z7score19PKiS0_i( __cuda_0,__cuda_1,__cuda_2);
# 51 "v000535.cu"
}
# 1 "v000535.cudafe1.stub.c"
static void __device_stub__Z13bump38_kernelIjLi1EEvPKT_( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))bump38_kernel<unsigned int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bump38_kernel<unsigned,1>( const unsigned *&__cuda_0){__device_stub__Z13bump38_kernelIjLi1EEvPKT_( (const unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *))bump38_kernel<unsigned int, (int)1> ), _Z13bump38_kernelIjLi1EEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, const int *, int))score19), _Z7score19PKiS0_i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, int, enum Mode7, int))split11_kernel), _Z14split11_kernelfi5Mode7i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
