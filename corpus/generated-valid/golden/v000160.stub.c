#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000160.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9map_warp6Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_filter7Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp12_kerneliPaiPh(int, signed char *, int, unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9map_warp6Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))map_warp6)), 0U);}
# 20 "v000160.cu"
void map_warp6( unsigned *__cuda_0,int __cuda_1)
# 20 "v000160.cu"
{__device_stub__Z9map_warp6Pji( __cuda_0,__cuda_1); }
# 1 "v000160.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_filter7Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_filter7)), 0U); }
# 21 "v000160.cu"
void map_filter7( double *__cuda_0,int __cuda_1)
# 21 "v000160.cu"
{__device_stub__Z11map_filter7Pdi( __cuda_0,__cuda_1); }
# 1 "v000160.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp12_kerneliPaiPh( int __par0,  signed char *__par1,  int __par2,  unsigned char *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, signed char *, int, unsigned char *))clamp12_kernel)), 0U); }
# 28 "v000160.cu"
void clamp12_kernel( int __cuda_0,signed char *__cuda_1,int __cuda_2,unsigned char *__cuda_3)
# 29 "v000160.cu"
{__device_stub__Z14clamp12_kerneliPaiPh( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 40 "v000160.cu"
}
# 1 "v000160.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, signed char *, int, unsigned char *))clamp12_kernel), _Z14clamp12_kerneliPaiPh, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_filter7), _Z11map_filter7Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_warp6), _Z9map_warp6Pji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
