#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000817.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine16_kerneli(int);
static void __device_stub__Z15gather22_kernelfPiS_(float, int *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z16combine16_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))combine16_kernel)), 0U);}
# 37 "v000817.cu"
void combine16_kernel( int __cuda_0)
# 38 "v000817.cu"
{__device_stub__Z16combine16_kerneli( __cuda_0);
# 45 "v000817.cu"
}
# 1 "v000817.cudafe1.stub.c"
static void __device_stub__Z15gather22_kernelfPiS_( float __par0,  int *__restrict__ __par1,  int *__par2) {  int *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, int *__restrict__, int *))gather22_kernel)), 0U); }
# 47 "v000817.cu"
static void gather22_kernel( float __cuda_0,int *__restrict__ __cuda_1,int *__cuda_2)
# 48 "v000817.cu"
{__device_stub__Z15gather22_kernelfPiS_( __cuda_0,__cuda_1,__cuda_2);
# 58 "v000817.cu"
}
# 1 "v000817.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, int *__restrict__, int *))gather22_kernel), _Z15gather22_kernelfPiS_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))combine16_kernel), _Z16combine16_kerneli, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_fuse8,::d_fuse8), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
