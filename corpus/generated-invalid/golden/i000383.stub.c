#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000383.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6decay7PKsPi(const short *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay34PiPKjPf(int *, const unsigned *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6decay7PKsPi(const short *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const short *, int *))decay7)), 0U);}
# 13 "i000383.cu"
void decay7( const short *__cuda_0,int *__cuda_1)
# 13 "i000383.cu"
{__device_stub__Z6decay7PKsPi( __cuda_0,__cuda_1);
# 22 "i000383.cu"
}
# 1 "i000383.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay34PiPKjPf( int *__par0,  const unsigned *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const unsigned *, float *))decay34)), 0U); }
# 53 "i000383.cu"
void decay34( int *__cuda_0,const unsigned *__cuda_1,float *__cuda_2)
# 53 "i000383.cu"
{__device_stub__Z7decay34PiPKjPf( __cuda_0,__cuda_1,__cuda_2);
# 69 "i000383.cu"
}
# 1 "i000383.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, const unsigned *, float *))decay34), decay34, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const short *, int *))decay7), _Z6decay7PKsPi, 64); __cudaRegisterVariable(__T3, __shadow_var(c_merge21,::c_merge21), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
