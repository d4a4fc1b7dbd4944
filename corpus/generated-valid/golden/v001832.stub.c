#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001832.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth10ii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale18_kernelPyfPf(unsigned long long *, float, float *);
static void __device_stub__Z5grow5IjLi4EEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth10ii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))smooth10)), 0U);}
# 34 "v001832.cu"
void smooth10( int __cuda_0,int __cuda_1)
# 34 "v001832.cu"
{__device_stub__Z8smooth10ii( __cuda_0,__cuda_1);
# 45 "v001832.cu"
}
# 1 "v001832.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale18_kernelPyfPf( unsigned long long *__par0,  float __par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned long long *, float, float *))scale18_kernel)), 0U); }
# 48 "v001832.cu"
void scale18_kernel( unsigned long long *__cuda_0,float __cuda_1,float *__cuda_2)
# 48 "v001832.cu"
{__device_stub__Z14scale18_kernelPyfPf( __cuda_0,__cuda_1,__cuda_2);
# 59 "v001832.cu"
}
# 1 "v001832.cudafe1.stub.c"
static void __device_stub__Z5grow5IjLi4EEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))grow5<unsigned int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow5<unsigned,4>( unsigned &__cuda_0){__device_stub__Z5grow5IjLi4EEvT_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned))grow5<unsigned int, (int)4> ), _Z5grow5IjLi4EEvT_, 1024); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long long *, float, float *))scale18_kernel), _Z14scale18_kernelPyfPf, 32); __cudaRegisterEntry(__T3, ((void ( *)(int, int))smooth10), _Z8smooth10ii, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_fuse17,::c_fuse17), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
