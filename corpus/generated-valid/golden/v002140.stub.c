#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002140.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_scatter6Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step15PKiPfiPa(const int *, float *, int, signed char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace23PKhPf(const unsigned char *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12map_scatter6Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))map_scatter6)), 0U);}
# 20 "v002140.cu"
void map_scatter6( unsigned *__cuda_0,int __cuda_1)
# 20 "v002140.cu"
{__device_stub__Z12map_scatter6Pji( __cuda_0,__cuda_1); }
# 1 "v002140.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step15PKiPfiPa( const int *__par0,  float *__par1,  int __par2,  signed char *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, float *, int, signed char *))step15)), 0U); }
# 35 "v002140.cu"
void step15( const int *__cuda_0,float *__cuda_1,int __cuda_2,signed char *__cuda_3)
# 35 "v002140.cu"
{__device_stub__Z6step15PKiPfiPa( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v002140.cu"
}
# 1 "v002140.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7trace23PKhPf( const unsigned char *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned char *, float *))trace23)), 0U); }
# 47 "v002140.cu"
void trace23( const unsigned char *__cuda_0,float *__cuda_1)
# 47 "v002140.cu"
{__device_stub__Z7trace23PKhPf( __cuda_0,__cuda_1);



}
# 1 "v002140.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned char *, float *))trace23), _Z7trace23PKhPf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, float *, int, signed char *))step15), step15, 1024); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_scatter6), _Z12map_scatter6Pji, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_spread7,::d_spread7), 0, 8UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_mix8,::d_mix8), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(_ZN5img269c_clamp27E,::img26::c_clamp27), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
