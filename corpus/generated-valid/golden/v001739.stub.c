#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001739.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14gather2_kerneliPKjf(int, const unsigned *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img317march32EiPi(int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14gather2_kerneliPKjf(int __par0, const unsigned *__par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const unsigned *, float))gather2_kernel)), 0U);}
# 7 "v001739.cu"
void gather2_kernel( int __cuda_0,const unsigned *__cuda_1,float __cuda_2)
# 7 "v001739.cu"
{__device_stub__Z14gather2_kerneliPKjf( __cuda_0,__cuda_1,__cuda_2);
# 14 "v001739.cu"
}
# 1 "v001739.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img317march32EiPi( int __par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *))img31::march32)), 0U); }
# 63 "v001739.cu"
void img31::march32( int __cuda_0,int *__cuda_1)
# 63 "v001739.cu"
{__device_stub__ZN5img317march32EiPi( __cuda_0,__cuda_1);
# 71 "v001739.cu"
}
# 1 "v001739.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(int, int *))img31::march32), _ZN5img317march32EiPi, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int, const unsigned *, float))gather2_kernel), _Z14gather2_kerneliPKjf, (-1)); __cudaRegisterManagedVariable(__T10, __shadow_var(_ZN5img3110m_gather37E,::img31::m_gather37), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
