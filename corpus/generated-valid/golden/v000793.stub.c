#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000793.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13shade7_kernelPii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img127march16EPlPjPKd(long *__restrict__, unsigned *, const double *);
static void __device_stub__ZN5img126lerp13IjjEEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13shade7_kernelPii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))shade7_kernel)), 0U);}
# 23 "v000793.cu"
void shade7_kernel( int *__cuda_0,int __cuda_1)
# 23 "v000793.cu"
{__device_stub__Z13shade7_kernelPii( __cuda_0,__cuda_1);




}
# 1 "v000793.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img127march16EPlPjPKd( long *__restrict__ __par0,  unsigned *__par1,  const double *__par2) {  long *__T3;
__cudaLaunchPrologue(3); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__, unsigned *, const double *))img12::march16)), 0U); }
# 42 "v000793.cu"
void img12::march16( long *__restrict__ __cuda_0,unsigned *__cuda_1,const double *__cuda_2)
# 42 "v000793.cu"
{__device_stub__ZN5img127march16EPlPjPKd( __cuda_0,__cuda_1,__cuda_2);
# 51 "v000793.cu"
}
# 1 "v000793.cudafe1.stub.c"
static void __device_stub__ZN5img126lerp13IjjEEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))img12::lerp13<unsigned int, unsigned int> )), 0U); }namespace img12{

template<> __specialization_static void __wrapper__device_stub_lerp13<unsigned,unsigned>( unsigned &__cuda_0){__device_stub__ZN5img126lerp13IjjEEvT_( (unsigned &)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned))img12::lerp13<unsigned int, unsigned int> ), _ZN5img126lerp13IjjEEvT_, 512UL); __cudaRegisterEntry(__T4, ((void ( *)(long *__restrict__, unsigned *, const double *))img12::march16), _ZN5img127march16EPlPjPKd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))shade7_kernel), _Z13shade7_kernelPii, 512); __cudaRegisterVariable(__T4, __shadow_var(d_stencil6,::d_stencil6), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
