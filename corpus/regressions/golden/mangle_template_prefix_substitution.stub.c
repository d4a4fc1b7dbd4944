#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "mangle_template_prefix_substitution.fatbin.c"
typedef lib::v4::hinted_ptr<const float,  ::lib::v4::access::streaming>  _ZN3lib2v410hinted_ptrIKfNS0_6access9streamingEEE;
typedef lib::v4::hinted_ptr<float,  ::lib::v4::access::persisting>  _ZN3lib2v410hinted_ptrIfNS0_6access10persistingEEE;
typedef lib::v4::tile<(unsigned int)32u, void>  _ZN3lib2v44tileILj32EvEE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z4axpyifN3lib2v410hinted_ptrIKfNS0_6access9streamingEEENS1_IfNS3_10persistingEEENS0_4tileILj32EvEE(int, float,  _ZN3lib2v410hinted_ptrIKfNS0_6access9streamingEEE&,  _ZN3lib2v410hinted_ptrIfNS0_6access10persistingEEE&,  _ZN3lib2v44tileILj32EvEE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4axpyifN3lib2v410hinted_ptrIKfNS0_6access9streamingEEENS1_IfNS3_10persistingEEENS0_4tileILj32EvEE(int __par0, float __par1,  _ZN3lib2v410hinted_ptrIKfNS0_6access9streamingEEE&__par2,  _ZN3lib2v410hinted_ptrIfNS0_6access10persistingEEE&__par3,  _ZN3lib2v44tileILj32EvEE&__par4){__cudaLaunchPrologue(5);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArg(__par2, 8UL);__cudaSetupArg(__par3, 16UL);__cudaSetupArg(__par4, 24UL);__cudaLaunch(((char *)((void ( *)(int, float,  _ZN3lib2v410hinted_ptrIKfNS0_6access9streamingEEE,  _ZN3lib2v410hinted_ptrIfNS0_6access10persistingEEE,  _ZN3lib2v44tileILj32EvEE))axpy)), 0U);}
# 11 "mangle_template_prefix_substitution.cu"
void axpy( int __cuda_0,float __cuda_1, _ZN3lib2v410hinted_ptrIKfNS0_6access9streamingEEE __cuda_2, _ZN3lib2v410hinted_ptrIfNS0_6access10persistingEEE __cuda_3, _ZN3lib2v44tileILj32EvEE __cuda_4)
# 12 "mangle_template_prefix_substitution.cu"
{__device_stub__Z4axpyifN3lib2v410hinted_ptrIKfNS0_6access9streamingEEENS1_IfNS3_10persistingEEENS0_4tileILj32EvEE( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4); }
# 1 "mangle_template_prefix_substitution.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, float,  _ZN3lib2v410hinted_ptrIKfNS0_6access9streamingEEE,  _ZN3lib2v410hinted_ptrIfNS0_6access10persistingEEE,  _ZN3lib2v44tileILj32EvEE))axpy), _Z4axpyifN3lib2v410hinted_ptrIKfNS0_6access9streamingEEENS1_IfNS3_10persistingEEENS0_4tileILj32EvEE, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
