#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000016.fatbin.c"
static void __device_stub__Z6score7PKl(const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather44Pci(char *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6score7PKl(const long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *))score7)), 0U);}
# 15 "v000016.cu"
static void score7( const long *__cuda_0)
# 16 "v000016.cu"
{__device_stub__Z6score7PKl( __cuda_0);


}
# 1 "v000016.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather44Pci( char *__restrict__ __par0,  int __par1) {  char *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(char *__restrict__, int))gather44)), 0U); }
# 84 "v000016.cu"
void gather44( char *__restrict__ __cuda_0,int __cuda_1)
# 85 "v000016.cu"
{__device_stub__Z8gather44Pci( __cuda_0,__cuda_1);
# 91 "v000016.cu"
}
# 1 "v000016.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(char *__restrict__, int))gather44), _Z8gather44Pci, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long *))score7), _Z6score7PKl, (-1)); __cudaRegisterVariable(__T4, __shadow_var(_ZN5img348d_fold35E,::img34::d_fold35), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN41_INTERNAL_e44f40a5_10_v000016_cu_cad1a33343_GLOBAL__N__e44f40a5_10_v000016_cu_cad1a33311c_combine36E,::_NV_ANON_NAMESPACE::c_combine36), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
