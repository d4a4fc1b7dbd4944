#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002239.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step16PiPKf(int *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_accum22Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_count23Pii(int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6step16PiPKf(int *__par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, const float *))step16)), 0U);}
# 42 "v002239.cu"
void step16( int *__cuda_0,const float *__cuda_1)
# 42 "v002239.cu"
{__device_stub__Z6step16PiPKf( __cuda_0,__cuda_1);



}
# 1 "v002239.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_accum22Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_accum22)), 0U); }
# 53 "v002239.cu"
void map_accum22( double *__cuda_0,int __cuda_1)
# 53 "v002239.cu"
{__device_stub__Z11map_accum22Pdi( __cuda_0,__cuda_1); }
# 1 "v002239.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_count23Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_count23)), 0U); }
# 54 "v002239.cu"
void map_count23( int *__cuda_0,int __cuda_1)
# 54 "v002239.cu"
{__device_stub__Z11map_count23Pii( __cuda_0,__cuda_1); }
# 1 "v002239.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_count23), _Z11map_count23Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_accum22), _Z11map_accum22Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const float *))step16), _Z6step16PiPKf, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_tally5,::m_tally5), 0, 8UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_scale6,::d_scale6), 0, 1UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
