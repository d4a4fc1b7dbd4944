#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "kernel_unnamed_parameter_temps.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kPii(int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k2ifc(int, float, char);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k3Pi(int *);
static void __device_stub__Z2ktIfEvT_i(float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kPii(int *__restrict__ __par0, int __par1){ int *__T0;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, int))k)), 0U);}
# 6 "kernel_unnamed_parameter_temps.cu"
void k( int *__restrict__ __cuda_0,int __cuda_1)
# 6 "kernel_unnamed_parameter_temps.cu"
{__device_stub__Z1kPii( __cuda_0,__cuda_1); }
# 1 "kernel_unnamed_parameter_temps.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2k2ifc( int __par0,  float __par1,  char __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, float, char))k2)), 0U); }
# 7 "kernel_unnamed_parameter_temps.cu"
void k2( int __cuda_0,float __cuda_1,char __cuda_2)
# 7 "kernel_unnamed_parameter_temps.cu"
{__device_stub__Z2k2ifc( __cuda_0,__cuda_1,__cuda_2); }
# 1 "kernel_unnamed_parameter_temps.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2k3Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))k3)), 0U); }
# 9 "kernel_unnamed_parameter_temps.cu"
void k3( int *__cuda_0)
# 9 "kernel_unnamed_parameter_temps.cu"
{__device_stub__Z2k3Pi( __cuda_0); }
# 1 "kernel_unnamed_parameter_temps.cudafe1.stub.c"
static void __device_stub__Z2ktIfEvT_i( float __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(float, int))kt<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kt<float>( float &__cuda_0,int &__cuda_1){__device_stub__Z2ktIfEvT_i( (float &)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(float, int))kt<float> ), _Z2ktIfEvT_i, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *))k3), _Z2k3Pi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, float, char))k2), _Z2k2ifc, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__, int))k), _Z1kPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
