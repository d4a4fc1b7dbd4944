#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000586.fatbin.c"
typedef int _ZN43_GLOBAL__N__6f376902_10_i000586_cu_1357a92a7idx17_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift13_kernelii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank20_kerneli(_ZN43_GLOBAL__N__6f376902_10_i000586_cu_1357a92a7idx17_tE);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11uses_host29Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13sift13_kernelii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))sift13_kernel)), 0U);}
# 40 "i000586.cu"
void sift13_kernel( int __cuda_0,int __cuda_1)
# 41 "i000586.cu"
{__device_stub__Z13sift13_kernelii( __cuda_0,__cuda_1);


}
# 1 "i000586.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13rank20_kerneli( _ZN43_GLOBAL__N__6f376902_10_i000586_cu_1357a92a7idx17_tE __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(_ZN43_GLOBAL__N__6f376902_10_i000586_cu_1357a92a7idx17_tE))rank20_kernel)), 0U); }
# 52 "i000586.cu"
void rank20_kernel( _ZN43_GLOBAL__N__6f376902_10_i000586_cu_1357a92a7idx17_tE __cuda_0)
# 53 "i000586.cu"
{__device_stub__Z13rank20_kerneli( __cuda_0);
# 62 "i000586.cu"
}
# 1 "i000586.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11uses_host29Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))uses_host29)), 0U); }
# 67 "i000586.cu"
void uses_host29( int *__cuda_0)
# 68 "i000586.cu"
{__device_stub__Z11uses_host29Pi( __cuda_0);

}
# 1 "i000586.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int *))uses_host29), _Z11uses_host29Pi, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(_ZN43_GLOBAL__N__6f376902_10_i000586_cu_1357a92a7idx17_tE))rank20_kernel), _Z13rank20_kerneli, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int, int))sift13_kernel), _Z13sift13_kernelii, (-1)); __cudaRegisterVariable(__T1, __shadow_var(d_probe12,::d_probe12), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
