#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _d180d213_25_rdc_extern_device_link_cu_ec4ccc44
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "rdc_extern_device_link.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15process_samplesPKfPfi(const float *, float *, int);
static void __device_stub__Z11reset_localv(void);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15process_samplesPKfPfi(const float *__par0, float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int))process_samples)), 0U);}
# 20 "rdc_extern_device_link.cu"
void process_samples( const float *__cuda_0,float *__cuda_1,int __cuda_2)
# 21 "rdc_extern_device_link.cu"
{__device_stub__Z15process_samplesPKfPfi( __cuda_0,__cuda_1,__cuda_2);
# 29 "rdc_extern_device_link.cu"
}
# 1 "rdc_extern_device_link.cudafe1.stub.c"
static void __device_stub__Z11reset_localv(void) {  __cudaLaunchPrologue(1); __cudaLaunch(((char *)((void ( *)(void))reset_local)), 0U); }
# 31 "rdc_extern_device_link.cu"
static void reset_local(void)
# 31 "rdc_extern_device_link.cu"
{__device_stub__Z11reset_localv(); }
# 1 "rdc_extern_device_link.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(void))reset_local), __nv_static_47__d180d213_25_rdc_extern_device_link_cu_ec4ccc44__Z11reset_localv, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(const float *, float *, int))process_samples), _Z15process_samplesPKfPfi, (-1)); __cudaRegisterVariable(__T2, __shadow_var(g_samples_seen,::g_samples_seen), 0, 4UL, 0, 0); __cudaRegisterVariable(__T2, __shadow_var(__nv_static_47__d180d213_25_rdc_extern_device_link_cu_ec4ccc44_s_local_counter,::s_local_counter), 0, 4UL, 0, 0); __cudaRegisterVariable(__T2, __shadow_var(c_channels,::c_channels), 0, 4UL, 1, 0); __cudaRegisterVariable(__T2, __shadow_var(__nv_static_47__d180d213_25_rdc_extern_device_link_cu_ec4ccc44_s_offset,::s_offset), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
