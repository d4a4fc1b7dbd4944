#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000861.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe13_kerneliPmPfPd(int, unsigned long *__restrict__, real7_t *__restrict__, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum29iPs(int, short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14probe13_kerneliPmPfPd(int __par0, unsigned long *__restrict__ __par1, real7_t *__restrict__ __par2, double *__par3){ unsigned long *__T0;
 real7_t *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, unsigned long *__restrict__, real7_t *__restrict__, double *))probe13_kernel)), 0U);}
# 32 "v000861.cu"
void probe13_kernel( int __cuda_0,unsigned long *__restrict__ __cuda_1,::real7_t *__restrict__ __cuda_2,double *__cuda_3)
# 32 "v000861.cu"
{__device_stub__Z14probe13_kerneliPmPfPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 45 "v000861.cu"
}
# 1 "v000861.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum29iPs( int __par0,  short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, short *))accum29)), 0U); }
# 59 "v000861.cu"
void accum29( int __cuda_0,short *__cuda_1)
# 59 "v000861.cu"
{__device_stub__Z7accum29iPs( __cuda_0,__cuda_1);
# 72 "v000861.cu"
}
# 1 "v000861.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, short *))accum29), accum29, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, unsigned long *__restrict__, real7_t *__restrict__, double *))probe13_kernel), _Z14probe13_kerneliPmPfPd, (-1)); __cudaRegisterVariable(__T6, __shadow_var(_ZN41_INTERNAL_27eb2661_10_v000861_cu_g_pivot643_GLOBAL__N__27eb2661_10_v000861_cu_g_pivot68c_tile35E,::_NV_ANON_NAMESPACE::c_tile35), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
