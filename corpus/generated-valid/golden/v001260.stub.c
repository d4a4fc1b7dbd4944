#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001260.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13scale4_kernelPKtPi(const unsigned short *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_smooth41Pji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13scale4_kernelPKtPi(const unsigned short *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned short *, int *))scale4_kernel)), 0U);}
# 9 "v001260.cu"
void scale4_kernel( const unsigned short *__cuda_0,int *__cuda_1)
# 10 "v001260.cu"
{__device_stub__Z13scale4_kernelPKtPi( __cuda_0,__cuda_1);
# 23 "v001260.cu"
}
# 1 "v001260.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_smooth41Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_smooth41)), 0U); }
# 84 "v001260.cu"
void map_smooth41( unsigned *__cuda_0,int __cuda_1)
# 84 "v001260.cu"
{__device_stub__Z12map_smooth41Pji( __cuda_0,__cuda_1); }
# 1 "v001260.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_smooth41), _Z12map_smooth41Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned short *, int *))scale4_kernel), _Z13scale4_kernelPKtPi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_score3,::c_score3), 0, 8UL, 1, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_filter20,::m_filter20), 0, 1UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_combine28,::c_combine28), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
