#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000764.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13merge4_kernelPxjPKlPj(long long *, unsigned, const long *, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_merge14Pji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13merge4_kernelPxjPKlPj(long long *__par0, unsigned __par1, const long *__par2, unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long long *, unsigned, const long *, unsigned *))merge4_kernel)), 0U);}
# 11 "v000764.cu"
void merge4_kernel( long long *__cuda_0,unsigned __cuda_1,const long *__cuda_2,unsigned *__cuda_3)
# 11 "v000764.cu"
{__device_stub__Z13merge4_kernelPxjPKlPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v000764.cu"
}
# 1 "v000764.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_merge14Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_merge14)), 0U); }
# 31 "v000764.cu"
void map_merge14( unsigned *__cuda_0,int __cuda_1)
# 31 "v000764.cu"
{__device_stub__Z11map_merge14Pji( __cuda_0,__cuda_1); }
# 1 "v000764.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_merge14), _Z11map_merge14Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long long *, unsigned, const long *, unsigned *))merge4_kernel), _Z13merge4_kernelPxjPKlPj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_blend22,::c_blend22), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
